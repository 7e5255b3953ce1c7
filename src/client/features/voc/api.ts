import type { VocBody, VocReceipt } from '../../../shared/contracts/voc';
import { api, dataOf } from '../../lib/api';

/** The 고객의 목소리 page's one call. */
const vocApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/voc: sends a message from the 고객의 목소리 page. */
    sendVocMessage: build.mutation<VocReceipt, VocBody>({
      query: (body) => ({ url: '/api/voc', method: 'POST', body }),
      transformResponse: dataOf<VocReceipt>,
    }),
  }),
});

export const { useSendVocMessageMutation } = vocApi;
