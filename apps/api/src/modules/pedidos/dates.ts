// The order module's names for the business calendar (packages/shared/src/dates.ts).
export {
  businessDay as spDay,
  businessDayStart as spDayStart,
  businessDayEnd as spDayEnd,
  parseDay,
  ymd,
} from '@portal/shared/dates';
