import { LegalDocument } from '../components/legal-document';

/** /user-agreement: the terms of use. */
export default function UserAgreementPage() {
  return <LegalDocument parts={['userAgreement']} />;
}
