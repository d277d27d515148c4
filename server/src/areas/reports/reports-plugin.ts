// Issue 32 items 3 and 4: the questionnaire report (route "reports", capability reports) and the
// login report (route "login reports", capability login_reports), for the leading roles, read under
// the tenant's row-level security.
import type { FastifyPluginAsync } from 'fastify';
import { activityReportContract, periodProblem, reportsContract as routes } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaErrors } from '../../area-kit/area-errors';
import { areaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import { activityReport, activityReportCsv } from './activity-report';
import { loginReport, loginReportCsv } from './login-report';

const reportError = areaErrors({
  report_period_invalid: [
    'Choose a period that ends on or after its first day and spans at most a year',
    'Velg en periode som slutter samme dag eller etter at den starter, og som er høyst ett år',
  ],
});

const loginReports: SignedInAccess = { who: 'leading', capability: 'login_reports' };
const reports: SignedInAccess = { who: 'leading', capability: 'reports' };

const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}.csv"`,
});

function checkPeriod(query: { from: string; to: string }) {
  if (periodProblem(query.from, query.to)) throw reportError(400, 'report_period_invalid');
}

export const reportsPlugin: FastifyPluginAsync<AreaContext> = async (app, { db }) => {
  const router = areaRouter(app, db, 'reports');

  router.route(routes.loginReport, loginReports, async ({ caller, db, query }) => {
    checkPeriod(query);
    return loginReport(db, caller.customerId, query.from, query.to);
  });

  router.route(routes.loginReportCsv, loginReports, async ({ caller, db, query, reply }) => {
    checkPeriod(query);
    const csv = loginReportCsv(await loginReport(db, caller.customerId, query.from, query.to));
    return reply.headers(csvHeaders(`login-report-${query.from}-${query.to}`)).send(csv);
  });

  // Issue 32 item 3, route "reports": the leading roles with shell_Reports.
  router.route(activityReportContract.activityReport, reports, async ({ caller, db, query }) => {
    checkPeriod(query);
    return activityReport(db, caller.customerId, query);
  });

  router.route(activityReportContract.activityReportCsv, reports, async ({ caller, db, query, reply }) => {
    checkPeriod(query);
    const csv = activityReportCsv(await activityReport(db, caller.customerId, query));
    return reply.headers(csvHeaders(`questionnaire-report-${query.from}-${query.to}`)).send(csv);
  });
};
