import type { InventoryGroup } from '@tastydrop/domain';

/** The inventory tabs of the profile, the default first (it switches between profile and all). */
export const PROFILE_GROUPS: readonly InventoryGroup[] = ['profile', 'withdrawal', 'all'];
