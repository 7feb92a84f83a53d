/** The pages of the four report routes: the one report screen over each area (src/app/pages.ts loads them). */
import { campaignArea, commissionArea, couponArea, trendyolCommissionArea } from './areas';
import { ReportListPage } from './ReportListPage';

export const CommissionListPage = () => <ReportListPage area={commissionArea} />;
export const TrendyolCommissionListPage = () => <ReportListPage area={trendyolCommissionArea} />;
export const CampaignListPage = () => <ReportListPage area={campaignArea} />;
export const CouponListPage = () => <ReportListPage area={couponArea} />;
