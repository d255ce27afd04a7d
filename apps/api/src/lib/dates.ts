import { businessDay } from '@portal/shared/dates';
import type { AppContext } from '../context';

/** Today's Brasília calendar day ('YYYY-MM-DD') by the app's clock. */
export const todayIso = (ctx: Pick<AppContext, 'clock'>) => businessDay(ctx.clock());
