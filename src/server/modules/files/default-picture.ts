/** Shown for a missing avatar or image (spec §7 files/download.php: "default picture as fallback"). */
export const DEFAULT_PICTURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" fill="#e3e7ee"/>
<circle cx="32" cy="25" r="12" fill="#9aa5b8"/>
<path d="M10 58c2-12 11-19 22-19s20 7 22 19" fill="#9aa5b8"/>
</svg>`;
