import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import type { ChatLead } from "../../core/domain/leads/chat-lead";
import { type CallTrackingPeer, startCallTrackingPeer } from "../../tests/support/call-tracking-peer";
import { callTrackingContract } from "./call-tracking.contract";
import { httpCallTracking } from "./call-tracking.http";

const TOKEN = "ct-secret";

/** A loopback port nobody listens on: a peer is opened and closed again. */
const closedPort = async () => {
  const peer = await startCallTrackingPeer(200, TOKEN);
  await peer.close();
  return peer.url;
};

callTrackingContract("HTTP to a loopback peer", async (setup) => {
  if (!setup.accepts && setup.status === null) {
    const service = httpCallTracking({ url: await closedPort(), token: TOKEN });
    return { service, received: async () => [], close: async () => {} };
  }
  const peer = await startCallTrackingPeer(setup.accepts ? 200 : (setup.status ?? 503), TOKEN);
  return {
    service: httpCallTracking({ url: peer.url, token: TOKEN }),
    received: async () => peer.bodies,
    close: peer.close,
  };
});

const lead: ChatLead = {
  trigger: "contacts",
  name: null,
  phone: null,
  email: "mama@example.ru",
  subject: null,
  requestUrl: "https://shuyuan.example/",
  sessionId: null,
};

let peer: CallTrackingPeer | null = null;
afterEach(async () => {
  await peer?.close();
  peer = null;
});

it("sends JSON with the bearer token", async () => {
  peer = await startCallTrackingPeer(200, TOKEN);
  await httpCallTracking({ url: peer.url, token: TOKEN }).sendLead(lead);
  expect(peer.requests).toEqual([`POST application/json Bearer ${TOKEN}`]);
});

it("gives up on a service that does not answer in time", async () => {
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const { port } = silent.address() as AddressInfo;
  const service = httpCallTracking({ url: `http://127.0.0.1:${port}/`, token: null, timeoutMs: 200 });
  expect(await service.sendLead(lead)).toEqual({ _tag: "NotDelivered", status: null });
  silent.closeAllConnections();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});
