import { authMessages } from '#shared/messages/auth';
import { Alert } from '@/components/ui/alert';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { IntegrityReview } from '@/features/integrity/components/integrity-review';
import { useSession } from '@/lib/auth';

// A duplicate-phone finding's Unir clientes: the dialog Clientes opens on its selection, loaded
// on first use.
const MergeClientsDialog = lazyDialog(
  () => import('@/features/clients/components/merge-clients-dialog').then((m) => m.MergeClientsDialog),
  (props) => props.clientIds !== null,
);

/** Revisión de datos (admins only: the shell sends others away, and the server refuses them). */
function RevisionDatosRoute() {
  const { data: user } = useSession();
  if (user?.role !== 'admin') return <Alert tone="error">{authMessages.adminOnly}</Alert>;
  return <IntegrityReview MergeDialog={MergeClientsDialog} />;
}

export { RevisionDatosRoute as Component };
