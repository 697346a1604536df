// Query keys that one feature's writes must refresh in another (features never import each
// other): a new client changes the dashboard totals, a broadcast reaches the sender's own bell.
export const totalsQueryKey = ['totals'] as const;
export const notificationsQueryKey = ['notifications'] as const;
