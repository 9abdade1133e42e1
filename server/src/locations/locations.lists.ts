import type { ListSpec } from '../common/pagination/list-query.js';

export const DISTRICT_LIST: ListSpec = {
  resource: 'districts',
  sortable: ['district_name', 'district_code'],
  defaultSort: ['district_name', 'ASC'],
  filterable: ['q'],
};

export const BLOCK_LIST: ListSpec = {
  resource: 'blocks',
  sortable: ['block_name', 'block_code'],
  defaultSort: ['block_name', 'ASC'],
  filterable: ['q'],
};

export const PANCHAYAT_LIST: ListSpec = {
  resource: 'panchayats',
  sortable: ['panchayat_name', 'panchayat_code'],
  defaultSort: ['panchayat_name', 'ASC'],
  filterable: ['q'],
};
