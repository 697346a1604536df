/**
 * The address's search params as they are now. react-router's functional `setSearchParams` hands
 * its updater the params of the last render, so two updates before React renders again (a
 * debounced search landing just as a filter changes) would have the second undo the first. The
 * history entry is already up to date by then, so building on it keeps both.
 */
export const latestSearchParams = () => new URLSearchParams(window.location.search);
