import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/api.ts';
import { TEST_HOLIDAY_DAY } from '../helpers/today.ts';

describe('GET /checkiftodayisholiday', () => {
  describe('on an ordinary day', () => {
    const api = useApi();
    it('reports status false', async () => {
      expect(await api.answer('checkIfTodayIsHoliday')).toMatchObject({ status: false });
    });
  });

  describe('on a day inside the demo holiday', () => {
    const api = useApi({ today: TEST_HOLIDAY_DAY });
    it('reports status true with the holiday', async () => {
      const answer = await api.answer('checkIfTodayIsHoliday');
      expect(answer.status).toBe(true);
      const holiday = answer.data!;
      expect(holiday.start_date <= TEST_HOLIDAY_DAY).toBe(true);
      expect(holiday.end_date >= TEST_HOLIDAY_DAY).toBe(true);
      expect(holiday.title).toBeTruthy();
      expect(holiday.upload_info[0]?.url).toMatch(/^\/uploads\//);
    });
  });
});
