import type { Queryable } from '../../db/database';
import { introspectCatalog } from '../catalog/introspect-catalog';
import { loadMetadata } from '../metadata/load-metadata';
import { ROLES, type GraphqlRole, type MetadataJson } from '../metadata/metadata-types';
import type { Model } from '../metadata/model-types';
import { resolveMetadata } from '../metadata/resolve-metadata';
import { checkUntrackedTables, untrackedTablesProblem } from '../metadata/untracked-tables';
import { buildRoleSchema, type RoleSchema } from '../schema/build-role-schema';
import type { CustomMutation } from '../schema/custom-mutation';

/** The model and the per-role schemas (built on first use: most roles see few requests in a test). */
export class GraphqlEngine {
  private readonly schemas = new Map<GraphqlRole, RoleSchema>();

  constructor(
    readonly model: Model,
    readonly warnings: string[],
    private readonly customMutations: readonly CustomMutation[],
    /** A table of the database the metadata does not name (tracked or untracked); null when none. */
    readonly untrackedProblem: string | null = null,
  ) {}

  roleSchema(role: GraphqlRole): RoleSchema {
    let schema = this.schemas.get(role);
    if (!schema) {
      schema = buildRoleSchema(this.model, role, this.customMutations);
      this.schemas.set(role, schema);
    }
    return schema;
  }

  /** Every role's schema, built now (start-up check, schema snapshots). */
  allSchemas(): RoleSchema[] {
    return ROLES.map((r) => this.roleSchema(r));
  }
}

export interface EngineOptions {
  metadata?: MetadataJson;
  customMutations?: readonly CustomMutation[];
}

/** Reads the database catalog and the metadata file into an engine. */
export async function createGraphqlEngine(
  db: Queryable,
  options: EngineOptions = {},
): Promise<GraphqlEngine> {
  const metadata = options.metadata ?? (await loadMetadata());
  const catalog = await introspectCatalog(db, metadata.schemas);
  const { model, warnings } = resolveMetadata(metadata, catalog);
  const untrackedProblem = untrackedTablesProblem(checkUntrackedTables(metadata, catalog));
  return new GraphqlEngine(model, warnings, options.customMutations ?? [], untrackedProblem);
}
