/**
 * dayjs speaks Turkish. Imported by the modules that show or pick dates (./format.ts, the date field), not by the
 * app's providers, so screens without a date (the sign-in screens) do not load dayjs at all.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/tr';

dayjs.locale('tr');
