import type { VocBody, VocReceipt } from '../../../shared/contracts/voc';
import { http } from '../../lib/http';

/** POST /api/voc: sends a message from the 고객의 목소리 page. */
export async function sendVocMessage(body: VocBody): Promise<VocReceipt> {
  const { data } = await http.post<{ data: VocReceipt }>('/api/voc', body);
  return data;
}
