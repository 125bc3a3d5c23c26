/** The issuer LinkedIn shows under the certification's name. */
const ORGANIZATION_NAME = 'Classroom to Career';

/**
 * LinkedIn's "Add licence or certification" form, filled in: she opens it signed in to LinkedIn,
 * checks it and saves. `issuedAt` is read in her own time zone, as the page shows it.
 */
export function linkedInAddUrl(certificate: {
  id: string;
  name: string;
  issuedAt: string;
  url: string;
}): string {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.name,
    organizationName: ORGANIZATION_NAME,
    issueYear: String(issued.getFullYear()),
    issueMonth: String(issued.getMonth() + 1),
    certUrl: certificate.url,
    certId: certificate.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
