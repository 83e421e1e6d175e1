import { z } from 'zod';
import { CaseSection } from '@tastydrop/domain';
import { envelopeSerializerCompiler } from '../../platform/http/serializer.js';
import { precompressed, type Precompressed } from '../../platform/http/precompressed.js';
import type { CaseCatalog } from './case-catalog.js';
import { listSections, type SectionFilter } from './list-sections.js';

export const SectionList = z.array(CaseSection);

/** Distinct filters kept per catalog version; anything beyond is answered without caching. */
const MAX_FILTERS = 32;

export interface SectionsResponseCache {
  /** The wire body (`{"data": …}`) of the sections list for a filter, built and compressed once per catalog version. */
  body(filter: SectionFilter): Promise<Precompressed>;
}

/**
 * The sections list is the same for everyone until the catalog changes, and turning it into its wire form
 * (schema strip, snake_case keys, JSON) and compressing it cost more than reading it: keep the serialized
 * body, and its compressed forms once asked for, per version (a publish on any node changes the version).
 */
export function createSectionsResponseCache(catalog: CaseCatalog): SectionsResponseCache {
  const serialize = envelopeSerializerCompiler({ schema: SectionList, method: 'GET', url: '', httpStatus: '200' });
  let cachedVersion = -1;
  let bodies = new Map<string, Promise<Precompressed>>();

  return {
    async body(filter) {
      const version = await catalog.version();
      if (version !== cachedVersion) {
        cachedVersion = version;
        bodies = new Map();
      }
      const key = JSON.stringify([filter.main, filter.battle, filter.event, filter.caseStatuses, filter.sectionStatuses]);
      const hit = bodies.get(key);
      if (hit) return hit;
      const built = listSections(catalog, filter).then((sections) => precompressed(serialize(sections)));
      if (bodies.size < MAX_FILTERS) {
        bodies.set(key, built);
        built.catch(() => bodies.delete(key));
      }
      return built;
    },
  };
}
