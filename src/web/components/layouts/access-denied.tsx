import { ShieldX } from 'lucide-react';
import { accessMessages } from '#shared/messages/shell';
import { Card } from '@/components/ui/card';

/** The Acceso Denegado panel of spec section 2, shown in place of a section the user may not open. */
export function AccessDenied() {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center" role="alert">
      <ShieldX aria-hidden className="size-10 text-danger" />
      <h2 className="text-xl font-semibold">{accessMessages.deniedTitle}</h2>
      <p className="text-sm text-muted">{accessMessages.deniedBody}</p>
    </Card>
  );
}
