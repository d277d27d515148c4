import { GraphQLBoolean, GraphQLDirective, GraphQLInt, GraphQLNonNull, DirectiveLocation } from 'graphql';

export const DEFAULT_TTL_SECONDS = 60;
/** Hasura's ceiling for a ttl. */
export const MAX_TTL_SECONDS = 300;

/** Hasura v2's response-cache directive, with its names, defaults and descriptions. */
export const cachedDirective = new GraphQLDirective({
  name: 'cached',
  description: 'whether this query should be cached',
  locations: [DirectiveLocation.QUERY],
  args: {
    ttl: {
      type: new GraphQLNonNull(GraphQLInt),
      defaultValue: DEFAULT_TTL_SECONDS,
      description: 'measured in seconds',
    },
    refresh: {
      type: new GraphQLNonNull(GraphQLBoolean),
      defaultValue: false,
      description: 'refresh the cache entry',
    },
  },
});
