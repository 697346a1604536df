// Query keys that one feature's writes must refresh in another (features never import each
// other): a new client changes the dashboard totals, a broadcast reaches the sender's own bell.
export const totalsQueryKey = ['totals'] as const;
export const notificationsQueryKey = ['notifications'] as const;
// An account's writes change other screens' rows: a client's active profiles, a service's
// account count (the same keys the clients and services features declare).
export const clientsListKey = ['clients'] as const;
export const servicesListKey = ['services'] as const;
