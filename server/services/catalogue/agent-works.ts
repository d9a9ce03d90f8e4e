// Who made which work in which role, in memory beside the search index (docs/decisions/015), so role commands
// (forfatter:, illustratør: …) find their works without joining work_agents, and autocomplete names a work's main
// creator. The SQL it stands in for: search.ts roleCondition, and the works' `extra` in autocomplete.ts wordCandidates.
import { indexOfSorted } from './text-postings.ts';

export class AgentWorksBuilder {
  private readonly agents: number[] = [];
  private readonly works: number[] = [];
  private readonly roles: number[] = [];
  private readonly positions: number[] = [];
  private readonly roleCodes = new Map<string, number>();

  add(agentId: number, workOrd: number, role: string, position: number): void {
    let code = this.roleCodes.get(role);
    if (code === undefined) {
      code = this.roleCodes.size;
      this.roleCodes.set(role, code);
    }
    this.agents.push(agentId);
    this.works.push(workOrd);
    this.roles.push(code);
    this.positions.push(position);
  }

  /** Per work ordinal the agent named beside it: an author before other roles, then by position, then agent id; -1 for none. */
  private mainCreators(workCount: number): Int32Array {
    const main = new Int32Array(workCount).fill(-1);
    const best = new Int32Array(workCount);
    const author = this.roleCodes.get('author') ?? -1;
    const before = (e: number, f: number) =>
      (this.roles[e] === author ? 0 : 1) - (this.roles[f] === author ? 0 : 1) ||
      this.positions[e] - this.positions[f] ||
      this.agents[e] - this.agents[f];
    for (let e = 0; e < this.works.length; e++) {
      const w = this.works[e];
      if (main[w] === -1 || before(e, best[w]) < 0) {
        main[w] = this.agents[e];
        best[w] = e;
      }
    }
    return main;
  }

  build(workCount: number): AgentWorks {
    // Grouped by agent: one sorted list of agent ids, and each agent's (work, role) entries in one range.
    const order = Int32Array.from(this.agents, (_, i) => i).sort(
      (a, b) => this.agents[a] - this.agents[b] || this.works[a] - this.works[b],
    );
    const agentIds: number[] = [];
    const start: number[] = [];
    order.forEach((entry, at) => {
      if (agentIds.length === 0 || agentIds[agentIds.length - 1] !== this.agents[entry]) {
        agentIds.push(this.agents[entry]);
        start.push(at);
      }
    });
    start.push(order.length);
    return new AgentWorks({
      agentIds: Int32Array.from(agentIds),
      start: Int32Array.from(start),
      workOrds: Int32Array.from(order, (entry) => this.works[entry]),
      roleCodes: Uint8Array.from(order, (entry) => this.roles[entry]),
      roles: [...this.roleCodes.keys()],
      workCount,
      mainCreatorIds: this.mainCreators(workCount),
    });
  }
}

/** AgentWorks as plain buffers (what crosses from the process that builds it). */
export interface AgentWorksData {
  /** Agents that made something, ascending; each one's (work, role) entries are one range of the columns below. */
  agentIds: Int32Array;
  start: Int32Array;
  workOrds: Int32Array;
  roleCodes: Uint8Array;
  /** Role names by code. */
  roles: string[];
  workCount: number;
  mainCreatorIds: Int32Array;
}

export class AgentWorks {
  private readonly agentIds: Int32Array;
  private readonly start: Int32Array;
  private readonly workOrds: Int32Array;
  private readonly roleCodes: Uint8Array;
  private readonly roles: ReadonlyMap<string, number>;
  private readonly workCount: number;
  private readonly mainCreatorIds: Int32Array;

  constructor(readonly data: AgentWorksData) {
    ({
      agentIds: this.agentIds,
      start: this.start,
      workOrds: this.workOrds,
      roleCodes: this.roleCodes,
      workCount: this.workCount,
      mainCreatorIds: this.mainCreatorIds,
    } = data);
    this.roles = new Map(data.roles.map((role, code) => [role, code]));
  }

  /** The agent autocomplete names beside the work (its first author, else its first contributor); -1 for none. */
  mainCreator(workOrd: number): number {
    return this.mainCreatorIds[workOrd];
  }

  /** How many work_agents rows name the agent (autocomplete's popularity of a person), leaving out `exclude`d works. */
  entryCount(agentId: number, exclude?: Uint8Array): number {
    const at = this.position(agentId);
    if (at < 0) return 0;
    if (!exclude) return this.start[at + 1] - this.start[at];
    let n = 0;
    for (let e = this.start[at]; e < this.start[at + 1]; e++) if (exclude[this.workOrds[e]] === 0) n += 1;
    return n;
  }

  /** How many distinct works the agent is credited on (the person search's work count), leaving out `exclude`d works. */
  creditedWorks(agentId: number, exclude?: Uint8Array): number {
    const at = this.position(agentId);
    if (at < 0) return 0;
    let n = 0;
    // An agent's entries are in work order, so a work credited in two roles is two neighbours.
    for (let e = this.start[at]; e < this.start[at + 1]; e++) {
      const ord = this.workOrds[e];
      if ((e === this.start[at] || this.workOrds[e - 1] !== ord) && exclude?.[ord] !== 1) n += 1;
    }
    return n;
  }

  /** Ordinals of the works any of the agents made (in `role` when given), ascending and distinct. */
  works(agentIds: readonly number[], role: string | null): Int32Array {
    const code = role === null ? -1 : (this.roles.get(role) ?? -2);
    if (code === -2) return new Int32Array(0);
    const made = new Uint8Array(this.workCount);
    let n = 0;
    for (const id of agentIds) {
      const at = this.position(id);
      if (at < 0) continue;
      for (let e = this.start[at]; e < this.start[at + 1]; e++) {
        if (code >= 0 && this.roleCodes[e] !== code) continue;
        const ord = this.workOrds[e];
        if (made[ord] === 0) {
          made[ord] = 1;
          n += 1;
        }
      }
    }
    const ords = new Int32Array(n);
    for (let ord = 0, k = 0; k < n; ord++) if (made[ord] === 1) ords[k++] = ord;
    return ords;
  }

  /** The agent's place in agentIds (binary search), -1 when it made nothing. */
  private position(agentId: number): number {
    return indexOfSorted(this.agentIds, agentId);
  }
}
