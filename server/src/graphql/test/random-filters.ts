// Filters the tenant-isolation properties draw from, besides plain column comparisons: relationship
// aggregate predicates (count, bool_and, bool_or), several deliberately naming the other tenant.

/** [table, where] pairs whose where filters by an array relationship's aggregate. */
export const AGGREGATE_FILTERS: [string, string][] = [
  ['recipients', '{tasks_aggregate: {bool_and: {arguments: done, predicate: {_eq: false}}}}'],
  ['recipients', '{tasks_aggregate: {bool_or: {arguments: done, distinct: true, predicate: {_eq: true}}}}'],
  [
    'recipients',
    '{queries_aggregate: {bool_or: {arguments: hide_for_patient, predicate: {_eq: true}, filter: {customer_id: {_eq: 2}}}}}',
  ],
  ['recipients', '{queries_aggregate: {bool_and: {arguments: archived, predicate: {_is_null: true}}}}'],
  [
    'recipients',
    '{queries_aggregate: {count: {predicate: {_gte: 1}, filter: {customer_id: {_in: [1, 2]}}}}}',
  ],
  [
    'recipients',
    '{_not: {queries_aggregate: {bool_or: {arguments: hide_for_patient, predicate: {_eq: false}}}}}',
  ],
  ['context', '{templates_aggregate: {bool_and: {arguments: accessible, predicate: {_eq: true}}}}'],
  [
    'context',
    '{templates_aggregate: {bool_or: {arguments: archived, predicate: {_eq: false}, filter: {customer_id: {_eq: 2}}}}}',
  ],
  [
    'chats',
    '{chat_messages_aggregate: {count: {predicate: {_gt: 0}, distinct: true, arguments: [customer_id]}}}',
  ],
];
