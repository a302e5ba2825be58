/** What POST /designs/uploads answers (API.md), plus where the owner reads the file. */
export interface UploadInfo {
  upload_id: string
  width: number
  height: number
  mime: string
  url: string
}
