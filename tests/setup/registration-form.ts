/** The smallest valid PNG (1×1). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
/** A PDF with the header, cross-reference and end markers Payload's upload check looks for. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\ntrailer<<>>\nstartxref\n9\n%%EOF\n')
export const TEXT = Buffer.from('신앙 고백서: 나는 믿습니다.\n')

export type Upload = { name: string; bytes: Uint8Array; type?: string }
export type FormInput = Record<string, string | Upload>

/** Every field of a valid application; `email` must be new for each registration that should succeed. */
export function validForm(email: string, departmentId: number): FormInput {
  return {
    name_hangul: '김지원',
    name_chinese: '',
    name_english: 'Ji-won Kim',
    citizenship_no: '950505-2123456',
    age: '31',
    gender: 'female',
    mobile: '010-2345-6789',
    email,
    dob: '1995-05-05',
    address: '서울특별시 종로구 1',
    last_education_start: '2014-03-02',
    last_education_end: '2018-02-20',
    last_school_name: '한국대학교',
    last_education_department: '',
    last_education_special: '',
    job_company: '',
    job_position: '',
    job_address: '',
    admit_status: '2',
    department_id: String(departmentId),
    motive: '인터넷 검색',
    password: 'applicant-pass-1',
    faiths: JSON.stringify([{ name: '새빛교회', location: '서울', office: '집사', denomination: '장로교', year_of_faith: '10' }]),
    photo: { name: 'me.png', bytes: PNG, type: 'image/png' },
    study_plan: { name: '학업 계획서.pdf', bytes: PDF, type: 'application/pdf' },
    confention_faith_file: { name: 'confession.txt', bytes: TEXT, type: 'text/plain' },
    theological_dissertation_file: '',
    // The consents of the form (docs/api.md "Registration rules"), the resident number's too: the demo school asks for it.
    consent_privacy: '1',
    consent_unique_id: '1',
    consent_sensitive: '1',
  }
}

export function toFormData(input: FormInput): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(input)) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }), value.name)
  }
  return form
}

/** A form as the bytes and content type a browser would send (the undici client does not take Node's own FormData). */
export async function multipart(body: FormData | string | Buffer | undefined): Promise<{ body: string | Buffer | undefined; headers: Record<string, string> }> {
  if (!(body instanceof FormData)) return { body, headers: {} }
  const encoded = new Response(body)
  return { body: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } }
}
