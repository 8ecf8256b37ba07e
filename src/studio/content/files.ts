/**
 * Files uploaded in the studio (decision 037): checked like the importer's, kept in the database
 * so that every copy of the site serves them (src/services/files/studio-files.ts), whole or in parts.
 */
export {
  MAX_FILE_BYTES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  STUDIO_FILE_TYPE,
  mayUpload,
  storeFile,
  type StoreResult,
} from './store-file.ts';
export {
  UPLOAD_LIFETIME_MS,
  appendPart,
  cleanUploads,
  finishUpload,
  startUpload,
  type PartResult,
  type StartResult,
} from './upload-parts.ts';
