/** The uploads module's client-safe surface. */
export type { UploadInfo } from './upload-info'
export { FILES_PATH, fileUrl } from './file-url'
export {
  ListUploadsSchema,
  UploadFormSchema,
  type ListUploadsInput,
  type UploadFormInput,
  type ListedUploadKind,
  type UploadKind,
} from './uploads.schema'
export type { UploadPage } from './list-uploads.server'
