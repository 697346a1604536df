import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Check, Palette } from 'lucide-react';
import { THEME_LABELS, THEMES, isTheme, type Theme } from '#shared/domain/themes';
import { themeUi } from '#shared/messages/shell';
import { IconButton } from '@/components/ui/icon-button';
import { MenuContent, MenuLabel, menuItemClass } from '@/components/ui/menu';
import { currentTheme, storeTheme } from '../utils/theme-storage';

export function ThemeMenu() {
  const [theme, setTheme] = useState<Theme>(currentTheme);

  const choose = (value: string) => {
    if (!isTheme(value)) return;
    storeTheme(value);
    setTheme(value);
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton label={themeUi.menu}>
          <Palette aria-hidden className="size-5" />
        </IconButton>
      </DropdownMenu.Trigger>
      <MenuContent align="end" className="w-52">
        <MenuLabel>{themeUi.title}</MenuLabel>
        <DropdownMenu.RadioGroup value={theme} onValueChange={choose}>
          {THEMES.map((value) => (
            <DropdownMenu.RadioItem key={value} value={value} className={menuItemClass}>
              <span className="flex-1">{THEME_LABELS[value]}</span>
              <DropdownMenu.ItemIndicator>
                <Check aria-hidden className="size-4 text-primary" />
              </DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
