import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Runtime in minutes as 'Xh Ym' ('2h 19m', '45m'); 'N/A' when missing (spec). The language's own short
 * units ('2 Std. 19 Min.', '2時間19分') are its messages: Intl's duration format is not in every browser.
 * Apart from ./format, whose titles and years every list's cards use: only title pages, episodes and
 * the player say a runtime.
 */
export function formatRuntime(i18n: I18n, total: number | null | undefined): string {
  if (!total || total <= 0) return i18n._(msg`N/A`);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return hours ? i18n._(msg`${hours}h ${minutes}m`) : i18n._(msg`${minutes}m`);
}
