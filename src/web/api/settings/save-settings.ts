import type { ShopSettings, ShopSettingsInput } from '#shared/schemas/settings';
import { api } from '@/lib/api-client';
import { releasePreviewQueryKey } from '../profiles/get-release-preview';
import { useWrite } from '../use-write';
import { settingsQueryKey } from './get-settings';

/** PUT /api/settings (admins). */
export const saveSettings = (values: ShopSettingsInput) =>
  api.put<{ settings: ShopSettings }>('/api/settings', values);

// The release preview's dates follow the grace days: it reloads too.
export const useSaveSettings = () => useWrite(saveSettings, [settingsQueryKey, releasePreviewQueryKey]);
