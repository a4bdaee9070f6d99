// The communication ledger: formulas.md §7.2 volumes per dimension, timed with the α-β model of
// §7.1 (ledger/collectives.cpp) on the links where each group sits, and the overlap rules of §7.2.
// Glossary: b = micro-batch, s = seq len (÷c per GPU), h = hidden, t = TP, c = CP, e = EP,
// d = DP, p = PP, v = virtual stages, m = micro-batches per step, Ψ = parameters on this GPU.
#include "core/ledger/comm.h"

#include <algorithm>
#include <cmath>

#include "core/spec/units.h"

namespace ledgerlab {

comm_links links_from_hardware(const hardware_spec& hw) {
  comm_links l;
  l.intra = effective_link(hw.intra_node, hw.collective_efficiency);
  l.inter = effective_link(hw.inter_node, hw.collective_efficiency);
  l.gpus_per_node = hw.gpus_per_node;
  // NCCL src/graph/topo.h: SM80_NVLINK_BW 20.0, SM90_NVLINK_BW 20.6, SM100_NVLINK_BW 40.1 GB/s
  if (hw.architecture == "sm80") l.nvlink_channel_bytes_per_s = 20.0e9;
  else if (hw.architecture == "sm90") l.nvlink_channel_bytes_per_s = 20.6e9;
  else if (hw.architecture == "sm100") l.nvlink_channel_bytes_per_s = 40.1e9;
  l.sms = hw.sm_count;
  l.fits = hw.collective_fits;
  return l;
}

long long group_ranks_per_node(long long n, long long stride, long long gpus_per_node) {
  if (n <= 1) return 1;
  if (stride >= gpus_per_node) return 1;
  long long per = gpus_per_node / std::max<long long>(1, stride);
  per = std::max<long long>(1, std::min(per, n));
  while (per > 1 && n % per != 0) --per;  // uneven placements: the largest divisor that fits
  return per;
}

static std::string n2s(double v) { return fmt_num(v, 4); }
static std::string i2s(long long v) { return std::to_string(v); }

namespace {
struct group {
  long long n = 1, per_node = 1;
};

// One collective on a group, hierarchical when the group spans nodes. A group inside one node
// whose rank count calibrate measured takes the time of the fitted size regime that holds S
// (the first below its range, the last above it): t = α_seg + S / algbw_seg (calibration.md §6).
collective_cost run(collective_kind k, double bytes, const group& g, const comm_links& L, const comm_options& o) {
  collective_cost c = hierarchical_collective(k, o.algo, bytes, g.n, g.per_node, L.intra, L.inter, false);
  if (g.n > 1 && g.per_node >= g.n && bytes > 0)
    for (const collective_fit& f : L.fits)
      if (f.kind == static_cast<int>(k) && f.ranks == g.n && f.n > 0) {
        int i = 0;
        while (i + 1 < f.n && bytes > f.seg[i].max_bytes) ++i;
        c.time_s = f.seg[i].alpha_s + bytes / f.seg[i].algbw_bytes_per_s;
        c.algbw_bytes_per_s = bytes / c.time_s;
        c.busbw_bytes_per_s = c.algbw_bytes_per_s * c.factor;
        break;
      }
  return c;
}

std::string where(const group& g) {
  if (g.n <= 1) return "1 rank";
  if (g.per_node >= g.n) return i2s(g.n) + " ranks in one node";
  if (g.per_node == 1) return i2s(g.n) + " ranks, one per node";
  return i2s(g.n) + " ranks, " + i2s(g.per_node) + " per node";
}
}  // namespace

comm_result comm_ledger(const model_spec& m, const param_counts& pc, const precision_spec& prec,
                        const training_spec& tr, const parallel_spec& par, long long microbatches,
                        const comm_links& L, const comm_options& o, const comm_windows& w, bool want_steps) {
  comm_result r;
  const double b = static_cast<double>(tr.micro_batch);
  const double s_loc = static_cast<double>(tr.seq_len) / par.cp;  // tokens of a sequence on this GPU
  const double h = m.hidden, t = par.tp, c = par.cp, e = par.ep, p = par.pp, v = par.virtual_stages;
  const double mb = static_cast<double>(microbatches);
  const double Ea = dtype_bytes(prec.activations), Eg = dtype_bytes(prec.gradients), Ew = dtype_bytes(prec.weights);
  const double layers_here = static_cast<double>(pipeline_stage_layers(m.layers, par).most());  // §8.1: the most loaded rank
  const long long gpn = L.gpus_per_node;

  // Groups in Megatron's rank order (tp fastest, then cp, dp, pp).
  const group tp_g{par.tp, group_ranks_per_node(par.tp, 1, gpn)};
  const group cp_g{par.cp, group_ranks_per_node(par.cp, par.tp, gpn)};
  const long long ndp = par.dp * par.cp;  // DP gradients reduce over d·c (§7.2 CP row)
  const group dp_g{ndp, group_ranks_per_node(ndp, par.tp, gpn)};
  const long long ndpe = std::max<long long>(1, ndp / par.ep);  // expert-DP group
  const group dpe_g{ndpe, group_ranks_per_node(ndpe, par.tp * par.ep, gpn)};
  const group ep_g{par.ep, group_ranks_per_node(par.ep, par.tp, gpn)};
  const long long pp_stride = par.tp * par.cp * par.dp;
  const link_spec& pp_link = pp_stride >= gpn ? L.inter : L.intra;

  // Ψ on the most loaded GPU (formulas.md §3.5): dense part shards over d·c, experts over d·c/e.
  double dense = layers_here * (pc.layer_tp_sharded / t + pc.layer_replicated) + pc.embedding / t + pc.position;
  if (par.pp == 1) dense += pc.output / t + pc.final_norm;
  const double experts = layers_here * pc.layer_experts / (e * t);

  // ---- DP / ZeRO (§7.2 rows DP, ZeRO-1, ZeRO-2, ZeRO-3) ---------------------------------------
  {
    comm_dim& D = r.dp;
    const double Sg = dense * Eg, Sge = experts * Eg, Sw = dense * Ew, Swe = experts * Ew;
    // Gradients and parameters move in buckets (PyTorch DDP bucket_cap_mb = 25; Megatron and
    // DeepSpeed bucket likewise): each bucket is its own collective and pays the α terms again,
    // which is how a ring's 2(n−1)·α latency grows with the GPU count on slow networks.
    auto bucketed = [&](collective_kind k, double S, const group& g) {
      if (S <= 0) return 0.0;
      const double nb = std::max(1.0, std::ceil(S / o.bucket_bytes));
      return nb * run(k, S / nb, g, L, o).time_s;
    };
    auto rs_or_ar = [&](collective_kind k, double S, double Se) {
      return bucketed(k, S, dp_g) + (Se > 0 ? bucketed(k, Se, dpe_g) : 0.0);
    };
    auto sent = [&](collective_kind k, double S, double Se) {
      return run(k, S, dp_g, L, o).bytes_sent_per_rank + (Se > 0 ? run(k, Se, dpe_g, L, o).bytes_sent_per_rank : 0.0);
    };
    // Exposed part of a bucketed gradient reduction hidden behind `window` of backward compute.
    auto hidden_behind = [&](double time, double bytes, double window) {
      if (!o.dp_overlap || time <= 0) return time;
      const double last_bucket = time * std::min(1.0, o.bucket_bytes / std::max(bytes, 1.0));
      return std::max(last_bucket, time - window);
    };
    if (ndp > 1) {
      if (par.zero == 0) {
        const double tm = rs_or_ar(collective_kind::all_reduce, Sg, Sge);
        D.bytes = sent(collective_kind::all_reduce, Sg, Sge);
        D.time_s = tm;
        D.exposed_s = hidden_behind(tm, Sg + Sge, w.stage_bwd_s);
        D.overlap = o.dp_overlap ? "gradient all-reduce overlaps the last micro-batch's backward, bucket by bucket; the last bucket is exposed"
                                 : "gradient all-reduce after the backward (dp_overlap off): exposed";
        if (want_steps)
          D.rows.push_back({"dp_all_reduce", "DP gradient all-reduce (once per step, " + where(dp_g) + ")",
                            "2(n−1)/n × Ψ × " + n2s(Eg) + " B, Ψ = " + n2s(dense + experts) + ", in " +
                            n2s(std::ceil((Sg + Sge) / o.bucket_bytes)) + " buckets of ≤ " + format_bytes(o.bucket_bytes) + " [§7.2 DP]", D.bytes, "bytes"});
      } else {
        // reduce-scatter of gradients: once per step (ZeRO-1) or every micro-batch (ZeRO-2/3)
        const double per_rs = rs_or_ar(collective_kind::reduce_scatter, Sg, Sge);
        const double rs_bytes = sent(collective_kind::reduce_scatter, Sg, Sge);
        const double n_rs = par.zero >= 2 ? mb : 1.0;
        const double ag = rs_or_ar(collective_kind::all_gather, Sw, Swe);
        const double ag_bytes = sent(collective_kind::all_gather, Sw, Swe);
        if (par.zero <= 2) {
          D.bytes = n_rs * rs_bytes + ag_bytes;
          D.time_s = n_rs * per_rs + ag;
          const double rs_exposed = n_rs * hidden_behind(per_rs, Sg + Sge, w.stage_bwd_s);
          const double ag_exposed = o.param_gather_overlap ? std::min(ag, ag * std::min(1.0, o.bucket_bytes / std::max(Sw + Swe, 1.0))) : ag;
          D.exposed_s = rs_exposed + ag_exposed;
          D.overlap = std::string("gradient reduce-scatter ") + (par.zero == 2 ? "every micro-batch" : "once per step") +
                      (o.dp_overlap ? " overlapped with backward (last bucket exposed)" : " exposed") +
                      "; parameter all-gather after the optimizer step " +
                      (o.param_gather_overlap ? "overlapped with the next forward" : "exposed");
          if (want_steps) {
            D.rows.push_back({"dp_reduce_scatter", "ZeRO-" + i2s(par.zero) + " gradient reduce-scatter × " + n2s(n_rs) +
                              " (" + where(dp_g) + ")", "(n−1)/n × Ψ × " + n2s(Eg) + " B per reduce-scatter [§7.2 ZeRO-" +
                              i2s(par.zero) + "]", n_rs * rs_bytes, "bytes"});
            D.rows.push_back({"dp_all_gather", "ZeRO-" + i2s(par.zero) + " parameter all-gather after the step",
                              "(n−1)/n × Ψ × " + n2s(Ew) + " B [§7.2]", ag_bytes, "bytes"});
          }
        } else {
          // ZeRO-3 / FSDP: all-gather in forward, again in backward, reduce-scatter, every micro-batch:
          // 3m(d−1)/d·Ψ (= 1.5× DDP at m = 1, Rajbhandari et al. SC20 §7).
          D.bytes = mb * (2 * ag_bytes + rs_bytes);
          D.time_s = mb * (2 * ag + per_rs);
          double exposed_mb;
          if (o.zero3_prefetch && layers_here > 0) {
            const double ag_l = ag / layers_here, rs_l = per_rs / layers_here;
            exposed_mb = ag_l + layers_here * (std::max(0.0, ag_l - w.layer_fwd_s) + std::max(0.0, ag_l + rs_l - w.layer_bwd_s));
          } else {
            exposed_mb = 2 * ag + per_rs;
          }
          exposed_mb = std::min(exposed_mb, 2 * ag + per_rs);
          D.exposed_s = mb * exposed_mb;
          D.per_microbatch_exposed_s = exposed_mb;
          D.overlap = o.zero3_prefetch ? "each layer's parameters are gathered during the previous layer's compute (prefetch); "
                                         "the first gather and any excess over compute are exposed"
                                       : "gathers and reduce-scatters exposed (zero3_prefetch off)";
          if (want_steps) {
            D.rows.push_back({"dp_all_gather", "ZeRO-3 parameter all-gathers (forward + backward) × " + n2s(mb) + " micro-batches (" +
                              where(dp_g) + ")", "2m × (n−1)/n × Ψ × " + n2s(Ew) + " B [§7.2 ZeRO-3]", mb * 2 * ag_bytes, "bytes"});
            D.rows.push_back({"dp_reduce_scatter", "ZeRO-3 gradient reduce-scatter × " + n2s(mb) + " micro-batches",
                              "m × (n−1)/n × Ψ × " + n2s(Eg) + " B [§7.2 ZeRO-3]", mb * rs_bytes, "bytes"});
          }
        }
      }
    } else {
      D.overlap = "one data-parallel rank: no gradient communication";
    }
  }

  // ---- TP (+SP) (§7.2 TP rows; Narayanan et al. 2021 §3.3: 2 all-reduces fwd + 2 bwd per layer) --
  {
    comm_dim& T = r.tp;
    if (par.tp > 1) {
      const double S = b * s_loc * h * Ea;  // one activation tensor of a layer
      const collective_cost ar = run(collective_kind::all_reduce, S, tp_g, L, o);
      // SP: an all-gather + a reduce-scatter in place of each all-reduce, same volume (§7.2 TP + SP)
      double one = ar.time_s, one_bytes = ar.bytes_sent_per_rank;
      if (par.sequence_parallel) {
        const collective_cost ag = run(collective_kind::all_gather, S, tp_g, L, o);
        const collective_cost rs = run(collective_kind::reduce_scatter, S, tp_g, L, o);
        one = ag.time_s + rs.time_s;
        one_bytes = ag.bytes_sent_per_rank + rs.bytes_sent_per_rank;
      }
      const double n_fwd = 2, n_bwd = 2, n_rec = tr.recompute == recompute_kind::full ? 2 : 0;
      // SP does not keep the all-gathered layer inputs of the two column-parallel GEMMs: it
      // gathers them again in the backward for the weight gradients (Korthikanti et al. 2022
      // §4.2.2), i.e. 2 more all-gathers per layer (each half an all-reduce).
      double redo = 0, redo_bytes = 0;
      if (par.sequence_parallel && tr.recompute != recompute_kind::full) {
        const collective_cost ag = run(collective_kind::all_gather, S, tp_g, L, o);
        redo = 2 * ag.time_s;
        redo_bytes = 2 * ag.bytes_sent_per_rank;
      }
      const double per_layer_time = (n_fwd + n_bwd + n_rec) * one + redo;
      const double per_mb = layers_here * per_layer_time;
      T.bytes = mb * layers_here * ((n_fwd + n_bwd + n_rec) * one_bytes + redo_bytes);
      T.time_s = mb * per_mb;
      double exposed_layer = per_layer_time;
      if (o.tp_overlap)
        exposed_layer = std::max(0.0, (n_fwd + n_rec) * one - (1.0 + n_rec / 2) * w.layer_fwd_matmul_s) +
                        std::max(0.0, n_bwd * one + redo - w.layer_bwd_matmul_s);
      T.per_microbatch_exposed_s = layers_here * exposed_layer;
      T.exposed_s = mb * T.per_microbatch_exposed_s;
      T.overlap = o.tp_overlap ? "TP collectives overlapped with the layer's GEMMs (tp_overlap): only the excess is exposed"
                               : "TP collectives sit between dependent GEMMs: exposed (tp_overlap off)";
      if (want_steps)
        T.rows.push_back({"tp_collectives", std::string(par.sequence_parallel ? "SP all-gather + reduce-scatter" : "TP all-reduce") +
                          " × " + n2s(n_fwd + n_bwd + n_rec) + " per layer" + (redo > 0 ? " + 2 backward re-gathers (Korthikanti §4.2.2)" : "") + " × " + n2s(layers_here) + " layers × " + n2s(mb) +
                          " micro-batches (" + where(tp_g) + ")",
                          "(4" + std::string(n_rec > 0 ? " + 2 recompute" : "") + ") × 2(t−1)/t × b·s·h × " + n2s(Ea) +
                          " B = 8·b·s·h·(t−1)/t per layer per micro-batch (Narayanan et al. 2021)" +
                          (redo > 0 ? " + 2 × (t−1)/t × b·s·h × " + n2s(Ea) + " B SP re-gathers" : "") + " [§7.2 TP]", T.bytes, "bytes"});
    } else {
      T.overlap = "tp = 1: no tensor-parallel communication";
    }
  }

  // ---- PP (§7.2 PP row; §8: interleaving multiplies boundaries by v) -----------------------------
  {
    comm_dim& P = r.pp;
    if (par.pp > 1) {
      // Megatron's scatter/gather (or SP) sends b·s·h/t per boundary (the TP ranks split it).
      const double S = b * s_loc * h * Ea / t;
      const collective_cost x = collective_time(collective_kind::send_recv, o.algo, S, 2, pp_link, false);
      const double transfers = 2 * v * mb;  // activations forward + gradients backward, per boundary
      P.bytes = transfers * S;
      P.time_s = transfers * x.time_s;
      P.exposed_s = P.time_s;
      P.overlap = "1F1B point-to-point transfers are on the critical path of each stage: exposed";
      if (o.pp_overlap && v > 1) {
        // Megatron-Core's interleaved schedule with overlap_p2p_comm (megatron/core/pipeline_parallel/
        // schedules.py): each send/recv is issued asynchronously and waited for only when the next
        // model chunk needs it, so it hides behind the chunk computed meanwhile (L/(p·v) layers,
        // forward for activations, backward for gradients); the pipeline's fill and drain (p − 1
        // boundaries each way) stay on the critical path, and a transfer longer than a chunk shows
        // its excess.
        const double chunk_layers = layers_here / v;
        const double excess_f = std::max(0.0, x.time_s - chunk_layers * w.layer_fwd_s);
        const double excess_b = std::max(0.0, x.time_s - chunk_layers * w.layer_bwd_s);
        P.exposed_s = std::min(P.time_s, 2 * (p - 1) * x.time_s + v * mb * (excess_f + excess_b));
        P.overlap = "interleaved schedule with overlap_p2p_comm: each transfer hides behind the next model chunk's compute; "
                    "the 2·(p−1) fill and drain transfers (and any excess over a chunk) exposed";
      }
      if (want_steps)
        P.rows.push_back({"pp_send_recv", "PP activations + gradients: 2 × v × m = " + n2s(transfers) + " transfers of b·s·h/t (" +
                          (pp_stride >= gpn ? "inter-node" : "intra-node") + ")",
                          "2·v·m × b·s·h/t × " + n2s(Ea) + " B [§7.2 PP, §8]", P.bytes, "bytes"});
    } else {
      P.overlap = "pp = 1: no pipeline communication";
    }
  }

  // ---- CP (§7.2 CP row: ring exchange of K, V blocks; backward ≈ 2×) ----------------------------
  {
    comm_dim& C = r.cp;
    if (par.cp > 1) {
      const double kv = 2 * b * s_loc * m.kv_heads * static_cast<double>(m.head_dim) * Ea / std::max(1.0, std::min(t, (double)m.kv_heads));
      const collective_cost x = hierarchical_collective(collective_kind::send_recv, o.algo, kv, par.cp, cp_g.per_node,
                                                        L.intra, L.inter, false);
      const double fwd = (c - 1) * x.time_s, bwd = 2 * fwd;
      const double rec = tr.recompute == recompute_kind::full ? fwd : 0;
      C.bytes = mb * layers_here * (c - 1) * kv * (tr.recompute == recompute_kind::full ? 4 : 3);
      C.time_s = mb * layers_here * (fwd + bwd + rec);
      const double exposed_layer = std::max(0.0, fwd - w.attention_fwd_s) + std::max(0.0, bwd - 2 * w.attention_fwd_s) +
                                   (rec > 0 ? std::max(0.0, rec - w.attention_fwd_s) : 0.0);
      C.per_microbatch_exposed_s = layers_here * exposed_layer;
      C.exposed_s = mb * C.per_microbatch_exposed_s;
      C.overlap = "ring exchange of K,V blocks overlaps the block-wise attention compute; excess exposed";
      if (want_steps)
        C.rows.push_back({"cp_ring", "CP ring K,V exchange: (c−1) steps per layer, fwd + 2× bwd (" + where(cp_g) + ")",
                          "(c−1)·2·(s/c)·b·g·d_h × " + n2s(Ea) + " B per layer forward, backward ≈ 2× [§7.2 CP]", C.bytes, "bytes"});
    } else {
      C.overlap = "cp = 1: no context-parallel communication";
    }
  }

  // ---- EP (§7.2 EP row: 4 all-to-alls per MoE layer per micro-batch) ----------------------------
  {
    comm_dim& E = r.ep;
    if (par.ep > 1 && m.experts > 1) {
      const double S = b * s_loc * m.experts_per_token * h * Ea / t * std::max(1.0, o.moe_imbalance);  // per-rank send buffer
      const collective_cost x = run(collective_kind::all_to_all, S, ep_g, L, o);
      const double n = tr.recompute == recompute_kind::full ? 6 : 4;
      E.bytes = mb * layers_here * n * x.bytes_sent_per_rank;
      E.time_s = mb * layers_here * n * x.time_s;
      E.per_microbatch_exposed_s = layers_here * n * x.time_s;
      E.exposed_s = E.time_s;
      E.overlap = "token dispatch/combine all-to-alls block the expert GEMMs: exposed";
      if (want_steps)
        E.rows.push_back({"ep_all_to_all", "EP all-to-all (dispatch + combine, fwd + bwd) × " + n2s(n) + " per MoE layer (" + where(ep_g) + ")",
                          "(e−1)/e × b·s·k·h/t × " + n2s(Ea) + " B × ι each, ι = " + n2s(std::max(1.0, o.moe_imbalance)) +
                              " (busiest rank's tokens ÷ mean; dropless, capacity factor 1) [§7.2 EP]", E.bytes, "bytes"});
    } else {
      E.overlap = "ep = 1: no expert-parallel communication";
    }
  }

  // SM contention (§11.5): the overlapped part of each dimension's collectives runs on ch of the
  // SMs, ch = ⌈B / per-channel⌉ for the link the group uses (intra-node when it has several ranks
  // per node), so the compute it overlaps runs on SMs − ch: it takes ch / (SMs − ch) longer.
  auto contention = [&](const comm_dim& D, const group& g) {
    if (L.nvlink_channel_bytes_per_s <= 0 || L.sms <= 0 || g.n <= 1) return 0.0;
    const link_spec& lk = g.per_node > 1 ? L.intra : L.inter;
    const double ch = std::min(32.0, std::ceil(lk.bytes_per_s / L.nvlink_channel_bytes_per_s));
    const double sms = static_cast<double>(L.sms);
    if (!(ch > 0) || ch >= sms) return 0.0;
    return std::max(0.0, D.time_s - D.exposed_s) * ch / (sms - ch);
  };
  r.contention_s = contention(r.dp, dp_g) + contention(r.tp, tp_g) + contention(r.cp, cp_g);
  for (comm_dim* D : {&r.dp, &r.tp, &r.pp, &r.cp, &r.ep}) {
    r.time_s += D->time_s;
    r.exposed_s += D->exposed_s;
    if (want_steps && (D->bytes > 0 || D->time_s > 0)) {
      r.steps.insert(r.steps.end(), D->rows.begin(), D->rows.end());
      r.steps.push_back({std::string(D->key) + "_time", std::string(D->key) + " communication time per step",
                         "α-β collectives on the group's links [§7.1]", D->time_s, "s"});
      r.steps.push_back({std::string(D->key) + "_exposed", std::string(D->key) + " exposed (not hidden by compute)",
                         D->overlap + " [§7.2]", D->exposed_s, "s"});
    }
  }
  if (want_steps) {
    r.steps.push_back({"comm_time", "communication time per step, all dimensions", "Σ dp, tp, pp, cp, ep", r.time_s, "s"});
    r.steps.push_back({"comm_exposed", "exposed communication per step", "Σ exposed parts [§7.2]", r.exposed_s, "s"});
    if (r.contention_s > 0)
      r.steps.push_back({"comm_contention", "compute slowed by overlapped collectives (SM contention)",
                         "Σ (time − exposed) × ch/(SMs − ch), ch = ⌈link B / " + n2s(L.nvlink_channel_bytes_per_s / 1e9) +
                             " GB/s⌉ channels (one SM each; NCCL topo.h per-NVLink bandwidth), " + i2s(L.sms) + " SMs [§11.5]",
                         r.contention_s, "s"});
  }
  return r;
}

json comm_result_to_json(const comm_result& c) {
  json dims = json::object();
  for (const comm_dim* D : {&c.dp, &c.tp, &c.pp, &c.cp, &c.ep})
    dims[D->key] = {{"bytes", D->bytes}, {"time_s", D->time_s}, {"exposed_s", D->exposed_s}, {"overlap", D->overlap},
                    {"operations", steps_to_json(D->rows)}};
  return json{{"dimensions", dims}, {"time_s", c.time_s}, {"exposed_s", c.exposed_s}};
}

}  // namespace ledgerlab
