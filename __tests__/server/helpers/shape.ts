/**
 * Shapes of JSON answers, derived from recorded TMDB responses: which keys every recording has, which value
 * types each key takes, and the shape of array items (grouped by `media_type` where items carry one).
 */

export type TypeName = 'null' | 'bool' | 'num' | 'str' | 'arr' | 'obj';

export interface Shape {
  types: Set<TypeName>;
  /** Keys present in every recorded object at this place, with their shapes. */
  keys?: Map<string, Shape>;
  /** Objects keyed by country code (watch providers): any keys, values of one shape. */
  values?: Shape;
  /** Items of arrays at this place; by media type when items carry one. */
  items?: Shape;
  itemsByMediaType?: Map<string, Shape>;
  /** Every recorded array here had items. */
  neverEmpty?: boolean;
}

export const typeOf = (v: unknown): TypeName =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'arr'
      : typeof v === 'boolean'
        ? 'bool'
        : typeof v === 'number'
          ? 'num'
          : typeof v === 'string'
            ? 'str'
            : 'obj';

const COUNTRY = /^[A-Z]{2}$/;

/** The shape common to several recorded values found at one place. */
export function shapeOf(values: unknown[]): Shape {
  const shape: Shape = { types: new Set(values.map(typeOf)) };
  const objects = values.filter((v): v is Record<string, unknown> => typeOf(v) === 'obj');
  if (objects.length) {
    const allKeys = objects.flatMap((o) => Object.keys(o));
    if (allKeys.length && allKeys.every((k) => COUNTRY.test(k))) {
      shape.values = shapeOf(objects.flatMap((o) => Object.values(o)));
    } else {
      const common = Object.keys(objects[0]!).filter((k) => objects.every((o) => k in o));
      shape.keys = new Map(common.map((k) => [k, shapeOf(objects.map((o) => o[k]))]));
    }
  }
  const arrays = values.filter((v): v is unknown[] => Array.isArray(v));
  if (arrays.length) {
    shape.neverEmpty = arrays.every((a) => a.length > 0);
    const items = arrays.flat();
    if (items.length) {
      const typed = items.filter(
        (i) => typeOf(i) === 'obj' && typeof (i as Record<string, unknown>).media_type === 'string',
      ) as Record<string, unknown>[];
      if (typed.length === items.length) {
        const groups = new Map<string, unknown[]>();
        for (const item of typed) {
          const type = item.media_type as string;
          groups.set(type, [...(groups.get(type) ?? []), item]);
        }
        shape.itemsByMediaType = new Map([...groups].map(([t, list]) => [t, shapeOf(list)]));
      } else {
        shape.items = shapeOf(items);
      }
    }
  }
  return shape;
}

export interface CompareOptions {
  /** Keys TMDB answers null for somewhere: null is accepted there whatever this place recorded. */
  nullable: Set<string>;
  /** Report top-level arrays that are empty where every recording had items. */
  requireItems: boolean;
}

/** Where `value` differs from `shape`: a missing key, a type never recorded there, a missing list. */
export function differences(
  value: unknown,
  shape: Shape,
  options: CompareOptions,
  path = '$',
): string[] {
  const { nullable } = options;
  const type = typeOf(value);
  const key = path.split(/[.[]/).pop()?.replace(']', '') ?? '';
  if (!shape.types.has(type)) {
    if (type === 'null' && nullable.has(key)) return [];
    return [`${path}: ${type}, recorded as ${[...shape.types].join('|')}`];
  }
  const out: string[] = [];
  if (type === 'obj') {
    const obj = value as Record<string, unknown>;
    if (shape.keys) {
      for (const [k, sub] of shape.keys) {
        if (!(k in obj)) out.push(`${path}.${k}: missing`);
        else out.push(...differences(obj[k], sub, options, `${path}.${k}`));
      }
    }
    if (shape.values) {
      for (const [k, v] of Object.entries(obj).slice(0, 5)) {
        out.push(...differences(v, shape.values, options, `${path}.${k}`));
      }
    }
  }
  if (type === 'arr') {
    const arr = value as unknown[];
    const topLevel = path.split('.').length === 2 && !path.includes('[');
    if (options.requireItems && topLevel && shape.neverEmpty && arr.length === 0) {
      out.push(`${path}: empty, recorded with items`);
    }
    arr.slice(0, 10).forEach((item, i) => {
      const mediaType = (item as { media_type?: unknown } | null)?.media_type;
      const itemShape =
        shape.itemsByMediaType && typeof mediaType === 'string'
          ? shape.itemsByMediaType.get(mediaType)
          : shape.items;
      if (itemShape) out.push(...differences(item, itemShape, options, `${path}[${i}]`));
    });
  }
  return out;
}

/** Every key name some recording answers with null. */
export function nullableKeys(bodies: unknown[]): Set<string> {
  const found = new Set<string>();
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (x === null) found.add(k);
        else visit(x);
      }
    }
  };
  bodies.forEach(visit);
  return found;
}
