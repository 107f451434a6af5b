import { createContext } from 'react';

import type { CrumbMatch } from '@/lib/breadcrumbs';

/**
 * The routes matching the current location, outermost first: the app's router provides them, and the
 * breadcrumb bar reads its crumbs from them. Apart from the bar, which is its own chunk.
 */
export const RouteMatchesContext = createContext<readonly CrumbMatch[]>([]);
