import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSeo } from '../api/get-seo';

/** Sets document.title and the description meta of each page from the server's SEO table. */
export function useDocumentSeo(): void {
  const { pathname } = useLocation();
  const { data } = useSeo(pathname);
  useEffect(() => {
    if (!data) return;
    if (data.title) document.title = data.title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = data.description;
  }, [data]);
}
