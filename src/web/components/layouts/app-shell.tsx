import { useState, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import clsx from 'clsx';
import type { PermissionSubject } from '#shared/domain/permissions';
import { brandUi, shellUi } from '#shared/messages/shell';
import { BrandMark } from '@/components/ui/brand-mark';
import { IconButton } from '@/components/ui/icon-button';
import type { SectionDefinition } from '@/config/sections';
import { SectionNav } from './section-nav';

const COLLAPSED_KEY = 'sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export interface AppShellProps {
  user: PermissionSubject;
  section: SectionDefinition;
  /** Header widgets on the right: theme menu, notifications bell, user menu. */
  headerActions: ReactNode;
  children: ReactNode;
}

/**
 * The main shell: a sidebar that collapses to icons on a desktop and becomes a drawer on a
 * phone, a header with the widgets, and the section's content.
 */
export function AppShell({ user, section, headerActions, children }: AppShellProps) {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(COLLAPSED_KEY, String(!value));
      } catch {
        // The choice still applies for this visit.
      }
      return !value;
    });
  };

  return (
    <div className="flex min-h-full bg-background text-foreground">
      <aside
        className={clsx(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-border bg-surface transition-[width] duration-200 lg:flex',
          collapsed ? 'w-18' : 'w-64',
        )}
      >
        <div
          className={clsx(
            'flex h-16 items-center gap-3 border-b border-border px-4',
            collapsed && 'justify-center px-0',
          )}
        >
          <BrandMark className="size-9" />
          {!collapsed && <span className="truncate text-base font-bold tracking-tight">{brandUi.name}</span>}
        </div>
        <div className="flex-1 overflow-y-auto p-3">
          <SectionNav user={user} active={section.name} compact={collapsed} />
        </div>
        <div className={clsx('border-t border-border p-3', collapsed && 'flex justify-center')}>
          <IconButton
            label={collapsed ? shellUi.expandSidebar : shellUi.collapseSidebar}
            aria-expanded={!collapsed}
            onClick={toggleCollapsed}
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden className="size-5" />
            ) : (
              <PanelLeftClose aria-hidden className="size-5" />
            )}
          </IconButton>
        </div>
      </aside>

      <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-overlay lg:hidden" />
          <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-border bg-surface text-foreground shadow-2xl lg:hidden">
            <div className="flex h-16 items-center gap-3 border-b border-border px-4">
              <BrandMark className="size-9" />
              <RadixDialog.Title className="flex-1 truncate text-base font-bold tracking-tight">
                {brandUi.name}
              </RadixDialog.Title>
              <RadixDialog.Description className="sr-only">{shellUi.menuTitle}</RadixDialog.Description>
              <RadixDialog.Close asChild>
                <IconButton label={shellUi.closeMenu}>
                  <X aria-hidden className="size-5" />
                </IconButton>
              </RadixDialog.Close>
            </div>
            <div className="flex-1 overflow-y-auto p-3">
              <SectionNav user={user} active={section.name} onNavigate={() => setDrawerOpen(false)} />
            </div>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-surface/95 px-3 backdrop-blur sm:px-5">
          <IconButton label={shellUi.openMenu} className="lg:hidden" onClick={() => setDrawerOpen(true)}>
            <Menu aria-hidden className="size-5" />
          </IconButton>
          <h1 className="min-w-0 flex-1 truncate text-lg font-semibold">{section.label}</h1>
          <div className="flex items-center gap-1">{headerActions}</div>
        </header>
        <main className="flex-1 p-4 sm:p-6">{children}</main>
      </div>
    </div>
  );
}
