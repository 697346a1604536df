import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { sessionQueryOptions } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from './router';

/**
 * The query client, already asking who is signed in: the router first loads the route's code
 * (the shell and the section, chunks of their own), and every screen waits for the user; asking
 * now sends both over the network at once instead of one after the other (decision 037).
 */
function startQueryClient() {
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(sessionQueryOptions());
  return queryClient;
}

export function App() {
  const [queryClient] = useState(startQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
