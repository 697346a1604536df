import { Construction } from 'lucide-react';
import { Card } from '@/components/ui/card';

export interface SectionPlaceholderProps {
  title: string;
  message: string;
}

/** A section whose screen has not landed yet: its title and a short note, never a blank page. */
export function SectionPlaceholder({ title, message }: SectionPlaceholderProps) {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      <Construction aria-hidden className="size-10 text-primary" />
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="text-sm text-muted">{message}</p>
    </Card>
  );
}
