/** §2.1 Where a failed token login ends. */
export const UNABLE_TO_LOG_IN_PATH = '/UnableToLogFromEPR';
