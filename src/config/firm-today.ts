// The firm's "today" as the screens' date library holds it: the day in the firm's zone (resources/firm-calendar),
// at local midnight, so that pickers and month switches start on the firm's day wherever the browser is.
import dayjs from 'dayjs';
import { firmToday } from '../../resources/firm-calendar';

export const firmTodayDayjs = () => dayjs(firmToday());
