// The storage area's door (issue 14 parts 1-3 and 7): the file store every area uses for file
// bytes, and (below) the upload/download routes, search and the post journal.
import path from 'node:path';
import type { FeatureArea } from '../../area-kit/feature-area';
import type { Config } from '../../config/config';
import { createFsFileStore } from './fs-store';
import type { FileStore } from './file-store';
import { createS3FileStore } from './s3-store';
import { filesPlugin } from './files-plugin';

export {
  FileNotFoundError,
  FileTooLargeError,
  storedFileKey,
  assertValidKey,
  storedObject,
  tenantKeyPrefix,
} from './file-store';
export type { FileStore, StoredObjectRef } from './file-store';
export { createFsFileStore } from './fs-store';
export { createS3FileStore, type S3StoreOptions } from './s3-store';

/** What the store reads of the configuration (README, settings: S3_*). */
export type StorageConfig = Pick<
  Config,
  | 'dataDir'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

/** The configured store: S3-compatible when S3_BUCKET is set, else the file system under DATA_DIR/files. */
export function createFileStore(config: StorageConfig): FileStore {
  if (config.S3_BUCKET)
    return createS3FileStore({
      bucket: config.S3_BUCKET,
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      region: config.S3_REGION,
      ...(config.S3_ACCESS_KEY_ID ? { accessKeyId: config.S3_ACCESS_KEY_ID } : {}),
      ...(config.S3_SECRET_ACCESS_KEY ? { secretAccessKey: config.S3_SECRET_ACCESS_KEY } : {}),
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      ...(config.S3_PREFIX ? { prefix: config.S3_PREFIX } : {}),
    });
  return createFsFileStore(path.join(config.dataDir, 'files'));
}

/** Routes: POST /api/files (upload), GET /api/files/:id (download, ranges), the seen/imported/delete writes. */
export const storageArea: FeatureArea = {
  name: 'storage',
  plugin: async (app, context) => {
    await filesPlugin(createFileStore(context.config))(app, context);
  },
};

export { DOCUMENT_CATEGORIES } from './files-plugin';
// Who may read a stored file (the download route's rule), for areas that put files in what they make.
export { participantSeesDocument, participantSeesShare, readableDocument } from './document-access';

// The upload checks other areas use with the store (the chat's attachments): type by content, a clean name.
export { SNIFF_BYTES, attachmentDisposition, peek, sanitizeFileName, sniffType } from './upload-checks';
// The upload rate and storage quota every upload route takes (issue 24.12).
export { admitUpload, requireStorageRoom, uploadLimitsOf } from './upload-limits';
