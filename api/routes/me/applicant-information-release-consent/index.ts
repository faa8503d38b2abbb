import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INFORMATION_RELEASE_CONSENT_VERSION } from '../../../../common/information-release-consent.js';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { invalidInput, unauthenticated } from '../../../http/errors.js';
import { findConsent, findUserName, recordConsent } from './consent-repository.js';
import { signatureMatchesName } from './signature.js';

const ConsentBody = z.object({
  full_name_signature: z.string({ error: 'Type your full name to sign.' }).trim().max(200, { error: 'Use at most 200 characters.' }),
  // Checked with the signature in the handler, so the form hears about both at once.
  agreed: z.boolean({ error: 'Tick the box to agree to the release of your information.' }),
}).strict();

const ConsentResponse = z.object({
  applicant_information_release_consent_submitted_at: z.iso.datetime(),
  full_name_signature: z.string(),
  consent_text_version: z.string(),
});

/** Spec §7 POST /me/applicant-information-release-consent: the signed consent of the onboarding step. */
export const consentRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/me/applicant-information-release-consent', {
    config: { access: 'user' },
    schema: {
      tags: ['profile'], summary: 'Sign the information-release consent',
      description: 'The typed name must contain every word of the account\'s first and last name (case, accents and punctuation aside); otherwise 400 naming full_name_signature. Signing again keeps the first consent (200); the first signature answers 201.',
      body: ConsentBody, response: { 200: ConsentResponse, 201: ConsentResponse },
    },
  }, async (request, reply) => {
    const me = userId(request);
    return db.transaction(async (tx) => {
      const name = await findUserName(tx, me);
      if (!name) throw unauthenticated();
      const problems: Record<string, string> = {};
      if (!request.body.full_name_signature) {
        problems.full_name_signature = 'Type your full name to sign.';
      } else if (!signatureMatchesName(request.body.full_name_signature, name)) {
        const expected = `${name.firstName} ${name.lastName}`.trim();
        problems.full_name_signature = expected ? `Type your full name as on your account: ${expected}.` : 'Type your first and last name.';
      }
      if (!request.body.agreed) problems.agreed = 'Tick the box to agree to the release of your information.';
      if (Object.keys(problems).length > 0) throw invalidInput(problems);
      const existing = await findConsent(tx, me);
      const consent = existing ?? await recordConsent(tx, me, request.body.full_name_signature, INFORMATION_RELEASE_CONSENT_VERSION);
      reply.status(existing ? 200 : 201);
      return {
        applicant_information_release_consent_submitted_at: consent.submittedAt.toISOString(),
        full_name_signature: consent.fullNameSignature,
        consent_text_version: consent.consentTextVersion,
      };
    });
  });
};
