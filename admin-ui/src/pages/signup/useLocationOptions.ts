import { useEffect, useRef, useState } from 'react';
import { authApi, type ApiResult, type Block, type District, type Panchayat } from '../../providers/authApi';

/**
 * Loads one cascading location list whenever its parent codes change; `null` codes mean
 * "not needed now" and give an empty list. A failed load leaves the list empty and is
 * only logged (spec 1 §8: other load failures show nothing).
 */
function useList<T>(load: (() => Promise<ApiResult<T[]>>) | null, key: string): T[] {
  const [list, setList] = useState<{ key: string; rows: T[] }>({ key: '', rows: [] });
  // `load` is a new closure every render; `key` names the request and the latest `load` runs.
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const wanted = load !== null;

  useEffect(() => {
    const run = latest.current;
    if (!wanted || !run) return;
    let current = true;
    run().then((result) => {
      if (!current) return;
      if (result.ok && Array.isArray(result.data)) setList({ key, rows: result.data });
      else console.warn(`Location list ${key} could not be loaded (${result.ok ? 'not a list' : result.status}).`);
    });
    return () => {
      current = false;
    };
  }, [key, wanted]);

  return load && list.key === key ? list.rows : [];
}

export function useLocationOptions(districtCode: string | null, blockCode: string | null, wantPanchayats: boolean) {
  const districts = useList<District>(() => authApi.districts(), 'districts');
  const blocks = useList<Block>(districtCode ? () => authApi.blocks(districtCode) : null, `blocks:${districtCode ?? ''}`);
  const panchayats = useList<Panchayat>(
    wantPanchayats && districtCode && blockCode ? () => authApi.panchayats(districtCode, blockCode) : null,
    `panchayats:${districtCode ?? ''}:${blockCode ?? ''}:${wantPanchayats}`,
  );
  return { districts, blocks, panchayats };
}
