import type { Block, District, Panchayat } from '../../providers/authApi';
import { useAdminDataProvider } from './AdminDataScope';
import { useLoad } from './useLoad';

/**
 * The cascading location lists (public `/location/*` calls): districts always, blocks once
 * a district is chosen, panchayats once a block is chosen and `wantPanchayats` is set.
 * A failed load leaves a list empty (spec 1 §8: other load failures are only logged).
 */
export function useLocations(districtCode: string, blockCode: string, wantPanchayats: boolean) {
  const dataProvider = useAdminDataProvider();
  const districts = useLoad<District[]>('districts', () => dataProvider.districts(), []);
  const blocks = useLoad<Block[]>(districtCode ? `blocks:${districtCode}` : null, () => dataProvider.blocks(districtCode), []);
  const panchayats = useLoad<Panchayat[]>(
    wantPanchayats && districtCode && blockCode ? `panchayats:${districtCode}:${blockCode}` : null,
    () => dataProvider.panchayats(districtCode, blockCode),
    [],
  );
  for (const list of [districts, blocks, panchayats]) if (list.error) console.warn('A location list could not be loaded.', list.error);
  return { districts: districts.data, blocks: blocks.data, panchayats: panchayats.data };
}
