import { pageParam, searchParser } from '../../app/search-params';

/** /usuarios keeps its page in the URL; anything odd is the first page. */
export const validateUsersSearch = searchParser({ page: pageParam });
