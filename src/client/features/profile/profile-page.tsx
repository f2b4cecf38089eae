import { PageHeader } from '#client/components/ui/page-header.tsx';
import { AccountActionsCard, HelpCard } from '#client/features/profile/components/account-cards.tsx';
import { AddressBookCard } from '#client/features/profile/components/address-book-card.tsx';
import { BrandingCard } from '#client/features/profile/components/branding-card.tsx';
import { CalendarFeedCard } from '#client/features/profile/components/calendar-feed-card.tsx';
import { PersonalInfoCard } from '#client/features/profile/components/personal-info-card.tsx';
import { ProfessionalInfoCard } from '#client/features/profile/components/professional-info-card.tsx';
import { SecurityCard } from '#client/features/profile/components/security-card.tsx';
import { SubscriptionCard } from '#client/features/profile/components/subscription-card.tsx';
import { useCurrentUser, useSession } from '#client/lib/use-session.ts';

/** The profile (spec section 2): each section switches between view and edit on its own. */
export function ProfilePage() {
  const user = useCurrentUser();
  const { userDetails } = useSession();
  return (
    <div className="grid grid-cols-1 gap-8">
      <title>Profil · Paraphe</title>
      <PageHeader title="Profil" description="Vos informations, votre abonnement et la sécurité de votre compte." />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <PersonalInfoCard user={user} />
          <ProfessionalInfoCard details={userDetails} />
          <AddressBookCard />
          <CalendarFeedCard />
          <SecurityCard email={user.email} />
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <SubscriptionCard user={user} intendedPlan={userDetails?.intendedPlan ?? null} />
          <BrandingCard plan={user.plan} />
          <AccountActionsCard isPro={user.plan === 'pro'} />
          <HelpCard />
        </div>
      </div>
    </div>
  );
}
