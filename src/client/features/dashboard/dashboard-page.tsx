import { formatDateLong } from '#shared/format/dates.ts';
import { CreateContractButton } from '#client/components/contract/create-contract-button.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { useCurrentUser, useSession } from '#client/lib/use-session.ts';
import { CompleteProfileBanner } from '#client/features/dashboard/components/complete-profile-banner.tsx';
import { QuickActions } from '#client/features/dashboard/components/quick-actions.tsx';
import { RecentContracts } from '#client/features/dashboard/components/recent-contracts.tsx';
import { UpcomingPanel } from '#client/features/dashboard/components/upcoming-panel.tsx';
import { StatisticsSection } from '#client/features/dashboard/statistics/statistics-section.tsx';
import { MonthlyCountCard, PlanCard, SignatureRateCard } from '#client/features/dashboard/components/stat-cards.tsx';

/** The signed-in home: greeting, the month in three cards, quick actions, what is due next, the latest contracts. */
export function DashboardPage() {
  const user = useCurrentUser();
  const { userDetails } = useSession();
  return (
    <div className="grid gap-8">
      <title>Tableau de bord · Paraphe</title>
      <PageHeader
        eyebrow={formatDateLong(new Date())}
        title={`Bonjour, ${user.firstName}`}
        description="Retrouvez ici vos contrats et vos exports du mois."
        actions={<CreateContractButton />}
      />
      {userDetails?.role ? null : <CompleteProfileBanner />}
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 [&>:first-child]:col-span-2 md:[&>:first-child]:col-span-1">
        <PlanCard user={user} />
        <MonthlyCountCard />
        <SignatureRateCard />
      </div>
      <QuickActions user={user} />
      <UpcomingPanel />
      <RecentContracts />
      <StatisticsSection user={user} />
    </div>
  );
}
