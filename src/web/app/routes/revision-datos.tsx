import { authMessages } from '#shared/messages/auth';
import { Alert } from '@/components/ui/alert';
import { IntegrityReview } from '@/features/integrity/components/integrity-review';
import { useSession } from '@/lib/auth';

/** Revisión de datos (admins only: the shell sends others away, and the server refuses them). */
function RevisionDatosRoute() {
  const { data: user } = useSession();
  if (user?.role !== 'admin') return <Alert tone="error">{authMessages.adminOnly}</Alert>;
  return <IntegrityReview />;
}

export { RevisionDatosRoute as Component };
