/** ISO 3166-1 alpha-2 code and international dialling code (digits, no '+'). Names come from Intl in Portuguese. */
const DIAL_CODES =
  'AF93 AL355 DZ213 AD376 AO244 AG1268 AR54 AM374 AU61 AT43 AZ994 BS1242 BH973 BD880 BB1246 BY375 BE32 BZ501 ' +
  'BJ229 BT975 BO591 BA387 BW267 BR55 BN673 BG359 BF226 BI257 CV238 KH855 CM237 CA1 CF236 TD235 CL56 CN86 ' +
  'CO57 KM269 CG242 CD243 CR506 CI225 HR385 CU53 CY357 CZ420 DK45 DJ253 DM1767 DO1809 EC593 EG20 SV503 GQ240 ' +
  'ER291 EE372 SZ268 ET251 FJ679 FI358 FR33 GF594 GA241 GM220 GE995 DE49 GH233 GR30 GD1473 GT502 GN224 GW245 ' +
  'GY592 HT509 HN504 HK852 HU36 IS354 IN91 ID62 IR98 IQ964 IE353 IL972 IT39 JM1876 JP81 JO962 KZ7 KE254 ' +
  'KI686 KP850 KR82 KW965 KG996 LA856 LV371 LB961 LS266 LR231 LY218 LI423 LT370 LU352 MO853 MG261 MW265 MY60 ' +
  'MV960 ML223 MT356 MH692 MR222 MU230 MX52 FM691 MD373 MC377 MN976 ME382 MA212 MZ258 MM95 NA264 NR674 NP977 ' +
  'NL31 NZ64 NI505 NE227 NG234 MK389 NO47 OM968 PK92 PW680 PS970 PA507 PG675 PY595 PE51 PH63 PL48 PT351 ' +
  'PR1 QA974 RO40 RU7 RW250 KN1869 LC1758 VC1784 WS685 SM378 ST239 SA966 SN221 RS381 SC248 SL232 SG65 SK421 ' +
  'SI386 SB677 SO252 ZA27 SS211 ES34 LK94 SD249 SR597 SE46 CH41 SY963 TW886 TJ992 TZ255 TH66 TL670 TG228 ' +
  'TO676 TT1868 TN216 TR90 TM993 TV688 UG256 UA380 AE971 GB44 US1 UY598 UZ998 VU678 VA379 VE58 VN84 YE967 ' +
  'ZM260 ZW263';

export type Country = { code: string; name: string; dialCode: string };

/** Brazil (+55) is the default nation and country code (§9). */
export const DEFAULT_COUNTRY = 'BR';

let cache: Country[] | null = null;

/** Every country, Brazil first and then by name in Portuguese ('Alemanha', 'Argentina', …). */
export function countries(): Country[] {
  if (cache) return cache;
  const names = new Intl.DisplayNames(['pt-BR'], { type: 'region' });
  const list = DIAL_CODES.split(' ').map((entry) => {
    const code = entry.slice(0, 2);
    return { code, name: names.of(code) ?? code, dialCode: entry.slice(2) };
  });
  const collator = new Intl.Collator('pt-BR');
  list.sort((a, b) =>
    a.code === DEFAULT_COUNTRY ? -1 : b.code === DEFAULT_COUNTRY ? 1 : collator.compare(a.name, b.name),
  );
  cache = list;
  return list;
}

export function findCountry(code: string): Country | undefined {
  return countries().find((country) => country.code === code.toUpperCase());
}
