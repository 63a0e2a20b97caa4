const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const GROUP = /^[0-9a-f]{1,4}$/i;

const isIpv6 = (address: string): boolean => {
  const halves = address.split("::");
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === "" ? [] : half.split(":")));
  if (!groups.every((group) => GROUP.test(group))) return false;
  return halves.length === 2 ? groups.length <= 7 : groups.length === 8;
};

/** 4 or 6 for a textual IPv4 or IPv6 address (no zone, no embedded IPv4), 0 for anything else; like node's isIP. */
export const isIP = (address: string): 0 | 4 | 6 => {
  if (IPV4.test(address)) return 4;
  return address.includes(":") && isIpv6(address) ? 6 : 0;
};
