import { expect, newUser, readMailLink, registerThroughApi, submitLogin, test, toast } from './support/accounts.ts';

/** The account journeys of issue 3: sign-up to onboarding, login and logout, password reset. */

test.describe('from sign-up to the dashboard', () => {
  test('registers, confirms the address from the mail, onboards as a company, logs out and back in', async ({
    page,
  }) => {
    const user = newUser('inscription');

    await page.goto('/register');
    await page.getByLabel('Prénom').fill(user.firstName);
    await page.getByLabel('Nom', { exact: true }).fill(user.lastName);
    await page.getByLabel('Adresse e-mail').fill(user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
    await expect(page.getByText(/Robustesse :/)).toBeVisible();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    // Register leads to onboarding, which waits for the confirmed address.
    await expect(toast(page, 'Compte créé avec succès !')).toBeVisible();
    await expect(page).toHaveURL(/\/verify-required$/);
    await expect(page.getByRole('heading', { name: 'Confirmez votre adresse e-mail' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();

    const link = await readMailLink(page.request, user.email, 'verify-email');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeVisible();
    await expect(toast(page, 'Votre adresse e-mail a été vérifiée.')).toBeVisible();
    await page.getByRole('link', { name: 'Configurer mon compte' }).click();

    // Step 1: the role is required.
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText('Étape 1 sur 3')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passer cette étape' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('Veuillez sélectionner votre rôle')).toBeVisible();
    await page.getByRole('radio', { name: 'Influenceur / Créateur' }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();

    // Step 2: a creator acting through a company gives all five fields; the SIRET keeps digits only.
    await expect(page.getByText('Étape 2 sur 3')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passer cette étape' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('Veuillez remplir tous les champs obligatoires').first()).toBeVisible();
    const siret = page.getByLabel('Numéro SIRET');
    await siret.pressSequentially('732 829 32a');
    await expect(siret).toHaveValue('73282932');
    await expect(page.getByText('8/14')).toBeVisible();
    await siret.fill('7328293200007');
    await page.getByLabel('Raison sociale').fill('Studio Lumière');
    await page.getByLabel('Adresse', { exact: true }).fill('12 rue des Lilas');
    await page.getByLabel('Code postal').fill('69 003 Lyon');
    await expect(page.getByLabel('Code postal')).toHaveValue('69003');
    await page.getByLabel('Ville').fill('Lyon');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('Le numéro SIRET doit contenir 14 chiffres')).toBeVisible();
    // What was typed is kept.
    await expect(page.getByLabel('Raison sociale')).toHaveValue('Studio Lumière');
    await siret.pressSequentially('4');
    await expect(page.getByText('14/14')).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();

    // Step 3: the plan; Retour keeps the details.
    await expect(page.getByText('Étape 3 sur 3')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passer cette étape' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page.getByLabel('Numéro SIRET')).toHaveValue('73282932000074');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('button', { name: 'Commencer' }).click();
    await expect(page.getByText('Veuillez choisir un plan')).toBeVisible();
    await page.getByRole('radio', { name: 'Gratuit' }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Commencer' }).click();
    expect((await saved).status()).toBe(200);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, 'Bienvenue sur Paraphe')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Bonjour, ${user.firstName}` })).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Menu latéral' });
    await expect(sidebar.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();
    await expect(sidebar.getByText(user.email)).toBeVisible();
    await expect(sidebar.getByText('Gratuit')).toBeVisible();
    await expect(sidebar.getByText('3 exports restants')).toBeVisible();

    // The profile shows what onboarding saved.
    await sidebar.getByRole('link', { name: 'Profil' }).click();
    await expect(page.getByText('732 829 320 00074')).toBeVisible();
    await expect(page.getByText('Studio Lumière')).toBeVisible();

    await sidebar.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();

    await page.goto('/contracts');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, user.email, user.password);
    await expect(toast(page, 'Connexion réussie !')).toBeVisible();
    await expect(page).toHaveURL(/\/contracts$/);
  });

  test('a pro choice at step 3 leads to the payment page, and is remembered when cancelled', async ({ page }) => {
    const user = await registerThroughApi(page.request, 'pro', { verified: true });
    await page.goto('/onboarding');
    await submitLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/onboarding$/);

    await page.getByRole('radio', { name: 'Marque / Entreprise' }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();
    // A brand is a company: no physical-person choice.
    await expect(page.getByText('J’agis en tant que particulier')).toHaveCount(0);
    await page.getByRole('link', { name: 'Passer cette étape' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A reload keeps the session (the refresh cookie) and onboarding can be done later: it
    // resumes at the step it was left, with the role chosen; going back changes it.
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'vos réponses précédentes sont conservées' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page.getByRole('radio', { name: 'Marque / Entreprise' })).toBeChecked();
    await page.getByRole('radio', { name: 'Influenceur / Créateur' }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('checkbox', { name: /particulier/ }).check();
    await expect(page.getByLabel('Numéro SIRET')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('radio', { name: 'Pro' }).click();
    await expect(page.getByText(/Votre choix est enregistré/)).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Commencer' }).click();
    // What was sent, and that it was taken: the answer's body may be gone once Pro has
    // navigated to the payment page.
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ intendedPlan: 'pro', isPhysicalPerson: true });
    // Pro goes straight to the payment page; cancelling comes back to the dashboard.
    await expect(page).toHaveURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Abonnement Pro mensuel' })).toBeVisible();
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Until the payment, the plan stays free and the profile remembers the choice.
    await page.getByRole('complementary', { name: 'Menu latéral' }).getByRole('link', { name: 'Profil' }).click();
    await expect(page.getByText('Vous avez choisi le plan Pro')).toBeVisible();
    await expect(page.getByText('Particulier (personne physique)')).toBeVisible();
  });
});

test.describe('signing in', () => {
  test('a wrong password says so and keeps what was typed', async ({ page }) => {
    const user = await registerThroughApi(page.request, 'mauvais', { verified: true });
    await page.goto('/login');
    await submitLogin(page, user.email, 'pas-le-bon-mot-de-passe');
    await expect(toast(page, 'Erreur de connexion. Vérifiez vos identifiants.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(user.email);
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('pas-le-bon-mot-de-passe');
  });

  test('an unconfirmed account is sent to verify-required, which resends the link and waits', async ({ page }) => {
    const user = await registerThroughApi(page.request, 'nonconfirme', { verified: false });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/verify-required$/);
    await expect(page.getByText(user.email)).toBeVisible();

    // The guard keeps an unconfirmed account out of every protected screen.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/verify-required$/);
    await expect(page.getByText(user.email)).toBeVisible();

    const first = await readMailLink(page.request, user.email, 'verify-email');
    await page.getByRole('button', { name: "Renvoyer l'e-mail" }).click();
    await expect(toast(page, 'E-mail de vérification renvoyé. Vérifiez votre boîte de réception.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Renvoyer l'e-mail \(\d+ s\)/ })).toBeDisabled();

    // Resending invalidates the older link: it leads back here with the reason.
    const second = await readMailLink(page.request, user.email, 'verify-email', { notIn: [first] });
    await page.goto(first);
    await expect(toast(page, 'Le lien de vérification est invalide ou a expiré.')).toBeVisible();
    await expect(page).toHaveURL(/\/verify-required$/);

    await page.goto(second);
    await expect(page.getByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeVisible();
    // Already confirmed: verify-required has nothing left to say.
    await page.goto('/verify-required');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an anonymous visit of a protected screen returns there after login', async ({ page }) => {
    const user = await registerThroughApi(page.request, 'retour', { verified: true });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profil', exact: true })).toBeVisible();
  });
});

test.describe('forgotten password', () => {
  test('forgot, reset from the mail, then only the new password opens the account', async ({ page }) => {
    const user = await registerThroughApi(page.request, 'oubli', { verified: true });
    const newPassword = 'Nouvelle-Plume-2026?';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
    await page.getByLabel('Adresse e-mail').fill(user.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(
      toast(page, 'Si un compte existe avec cette adresse e-mail, un lien de réinitialisation a été envoyé.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    const link = await readMailLink(page.request, user.email, 'reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();
    await page.getByLabel('Nouveau mot de passe').fill('court');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
    await page.getByLabel('Nouveau mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(toast(page, 'Votre mot de passe a été réinitialisé.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The link is single-use.
    await page.goto(link);
    await page.getByLabel('Nouveau mot de passe').fill('Encore-Une-Fois-2026');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByText("Ce lien de réinitialisation n'est pas valide ou a expiré.")).toBeVisible();

    await page.goto('/login');
    await submitLogin(page, user.email, user.password);
    await expect(toast(page, 'Erreur de connexion. Vérifiez vos identifiants.')).toBeVisible();
    await page.getByLabel('Mot de passe', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a reset page without a token says the link is not valid', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText("Ce lien de réinitialisation n'est pas valide ou a expiré.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();
  });

  test('too many requests get the French rate-limit message and keep the address', async ({ page }) => {
    // The API allows 5 requests a minute from one address; this visitor spends them first.
    for (let sent = 0; sent < 5; sent += 1) {
      const response = await page.request.post('/api/auth/forgot-password', {
        data: { email: `limite-${sent}@comptes.e2e.paraphe.test` },
      });
      expect(response.status()).toBeLessThan(300);
    }
    await page.goto('/forgot-password');
    await page.getByLabel('Adresse e-mail').fill('limite@comptes.e2e.paraphe.test');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(toast(page, 'Trop de tentatives. Patientez une minute avant de réessayer.')).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue('limite@comptes.e2e.paraphe.test');
  });
});

test.describe('the profile', () => {
  test('each section edits on its own, cancel restores, save confirms', async ({ page }) => {
    const user = await registerThroughApi(page.request, 'profil', { verified: true });
    await page.goto('/profile');
    await submitLogin(page, user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Profil', exact: true })).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Menu latéral' });

    // Personal information: cancel restores, save renames everywhere.
    await page.getByRole('button', { name: 'Modifier : Informations personnelles' }).click();
    await expect(page.getByLabel('Prénom')).toBeFocused();
    await expect(page.getByLabel('Adresse e-mail')).toHaveAttribute('readonly', '');
    await page.getByLabel('Prénom').fill('Dominique');
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByLabel('Prénom')).toHaveCount(0);
    await expect(page.getByText('Camille', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Modifier : Informations personnelles' }).click();
    await expect(page.getByLabel('Prénom')).toHaveValue('Camille');
    await page.getByLabel('Prénom').fill('Dominique');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Profil mis à jour avec succès')).toBeVisible();
    await expect(sidebar.getByText('Dominique Durand')).toBeVisible();

    // Professional information, with the rules of onboarding step 2.
    await page.getByRole('button', { name: 'Modifier : Informations professionnelles' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Veuillez sélectionner votre rôle')).toBeVisible();
    await page.getByRole('radio', { name: 'Marque / Entreprise' }).click();
    await page.getByLabel('Numéro SIRET').fill('73282932000075');
    await page.getByLabel('Raison sociale').fill('Maison Aubrac');
    await page.getByLabel('Adresse', { exact: true }).fill('3 place Bellecour');
    await page.getByLabel('Code postal').fill('69002');
    await page.getByLabel('Ville').fill('Lyon');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(/Ce numéro SIRET n’est pas valide/)).toBeVisible();
    await expect(page.getByLabel('Numéro SIRET')).toBeFocused();
    await page.getByLabel('Numéro SIRET').fill('73282932000074');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Informations professionnelles mises à jour avec succès')).toBeVisible();
    await expect(page.getByText('Maison Aubrac')).toBeVisible();
    await expect(page.getByText('Marque / Entreprise')).toBeVisible();

    // Security: the reset link goes to the account's address.
    await page.getByRole('button', { name: 'Réinitialiser mon mot de passe' }).click();
    await expect(toast(page, 'Un lien de réinitialisation a été envoyé à votre adresse e-mail.')).toBeVisible();
    await readMailLink(page.request, user.email, 'reset-password');

    await page.getByRole('link', { name: 'Contacter le support' }).click();
    await expect(page).toHaveURL(/\/support$/);
  });
});
