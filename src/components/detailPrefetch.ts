/**
 * The endpoints a detail link's hover or focus prefetches (DetailLink), put into the API as this chunk
 * loads: at the first hover, not in the first load of every page with cards (the breadcrumb bar,
 * loaded beside each page, has already brought them by then).
 */
import '@/services/collections';
import '@/services/movies';
import '@/services/people';
import '@/services/tv';
