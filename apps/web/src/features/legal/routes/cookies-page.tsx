import { LegalDocument } from '../components/legal-document';

/** /cookies: which cookies and local records the site keeps, why and for how long. */
export default function CookiesPage() {
  return <LegalDocument parts={['cookies']} />;
}
